#!/bin/sh
# Invalid UTF-8 in its output.
printf 'bad \377\376 bytes \303(\n---\nok\n'
