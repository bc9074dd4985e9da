"""Issue 34: rate limits as topics--rate-limits.mdx describes them — per-route buckets (per
top-level resource), the global limit, 429 with ``retry_after`` and the X-RateLimit-* headers
— so discord.py's own handling runs: it reads the headers and waits before a bucket runs out,
and waits out a 429 (the global one it cannot foresee) and sends again. Tiny windows (a few
hundredths of a second) keep the tests fast; the tests themselves never sleep."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiohttp
from adapter_harness import adapter_on_fake
from fake_discord import RateLimits
from test_discord_rules import code, up


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_429_as_discord_sends_it() -> None:
    """rate-limits: Header Format, Exceeding A Rate Limit (its three examples' shape)."""

    async def go() -> dict[str, Any]:
        async with up(rate_limits=RateLimits(per_route=1, window=30.0)) as (fake, call):
            cid = await fake.create_text_channel("a")
            other = await fake.create_text_channel("b")
            out: dict[str, Any] = {}
            out["first"] = code(await call("POST", f"/channels/{cid}/messages", {"content": "1"}))
            async with aiohttp.ClientSession() as s:
                async with s.post(
                    fake.api + f"/channels/{cid}/messages", json={"content": "2"}
                ) as r:
                    out["status"], out["body"], out["headers"] = (
                        r.status,
                        await r.json(),
                        dict(r.headers),
                    )
                # another channel: another bucket (its top-level resource)
                async with s.post(
                    fake.api + f"/channels/{other}/messages", json={"content": "3"}
                ) as r:
                    out["other"] = r.status
                fake.rate_limits = RateLimits(per_route=10, window=30.0, global_per_window=0)
                async with s.get(fake.api + f"/channels/{cid}/messages") as r:
                    out["global"], out["gbody"], out["gheaders"] = (
                        r.status,
                        await r.json(),
                        dict(r.headers),
                    )
            return out

    got = run(go())
    assert got["first"][0] == 200
    assert got["status"] == 429
    assert got["body"]["global"] is False and 0 < got["body"]["retry_after"] <= 30
    h = got["headers"]
    assert h["X-RateLimit-Limit"] == "1" and h["X-RateLimit-Remaining"] == "0"
    assert h["X-RateLimit-Scope"] == "user" and "X-RateLimit-Bucket" in h
    assert float(h["Retry-After"]) > 0 and float(h["X-RateLimit-Reset-After"]) > 0
    assert got["other"] == 200
    assert got["global"] == 429 and got["gbody"]["global"] is True
    assert got["gheaders"]["X-RateLimit-Global"] == "true"
    assert got["gheaders"]["X-RateLimit-Scope"] == "global"


async def _sends(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, bot = rig.fake, rig.bot
        channels = [await fake.create_text_channel(f"c{i}") for i in range(4)]
        for cid in channels:  # the bot may write there (@everyone may not see them)
            fake.channels[cid]["permission_overwrites"] = [
                {"id": "4242", "type": 1, "allow": str(1 << 10 | 1 << 11), "deny": "0"}
            ]
        out: dict[str, Any] = {}
        # a bucket of 2 a window: discord.py reads the headers and waits, never a 429
        fake.rate_limits = RateLimits(per_route=2, window=0.05)
        for i in range(8):
            await bot._send(channels[0], {"content": f"one {i}"})
        out["one"] = rig.said(channels[0])
        out["one_limited"] = list(fake.limited)
        # the global limit, which no header foretells: 429s, waited out, sent again
        fake.limited.clear()
        fake.rate_limits = RateLimits(per_route=50, window=0.05, global_per_window=3)
        await asyncio.gather(
            *(bot._send(channels[i % 4], {"content": f"many {i}"}) for i in range(12))
        )
        out["many"] = sorted(t for cid in channels for t in rig.said(cid) if t.startswith("many"))
        out["many_limited"] = list(fake.limited)
        return out


def test_discord_py_keeps_to_the_buckets_and_waits_out_a_429(tmp_path: Path) -> None:
    got = run(_sends(tmp_path))
    assert got["one"] == [f"one {i}" for i in range(8)]  # all, in order, once
    assert got["one_limited"] == []  # the headers said when to wait
    assert got["many"] == sorted(f"many {i}" for i in range(12))  # each once
    assert got["many_limited"] and all(g for _m, _p, g in got["many_limited"])
