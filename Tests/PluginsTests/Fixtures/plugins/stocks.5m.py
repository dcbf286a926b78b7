#!/usr/bin/env python3
# <xbar.title>Stocks</xbar.title>
# <xbar.desc>A ticker with yesterday's close and today's price.</xbar.desc>
# <xbar.var>string(VAR_QUOTES="quotes.json"): Where the quotes are.</xbar.var>
# <xbar.var>select(VAR_SHOWN="AAPL"): The stock in the title. [AAPL, MSFT, GOOG]</xbar.var>
import json, os
quotes = json.load(open(os.environ["VAR_QUOTES"]))
def line(symbol):
    before, now = quotes[symbol]
    change = (now - before) / before * 100
    if change > 0:
        return f"{symbol} \033[32m▲ {now:.2f} +{change:.1f}%\033[0m"
    if change < 0:
        return f"{symbol} \033[31m▼ {now:.2f} {change:.1f}%\033[0m"
    return f"{symbol} {now:.2f} \033[2m0.0%\033[0m"
print(line(os.environ.get("VAR_SHOWN", "AAPL")) + " | ansi=true")
print("---")
for symbol in sorted(quotes):
    print(line(symbol) + f" | ansi=true href=https://finance.example.com/{symbol}")
