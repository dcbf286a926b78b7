// libjpeg (Debian's libjpeg-dev: libjpeg-turbo), found through pkg-config; CPictureDecode is its
// only user. jpeglib.h needs stdio.h before it.
#include <stdio.h>
#include <jpeglib.h>
