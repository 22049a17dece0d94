import functools
import logging
import os


class RankLoggerAdapter(logging.LoggerAdapter):
    """Prefixes records with the tensor-parallel rank."""

    def process(self, msg, kwargs):
        return f"[rank{self.extra['rank']}] {msg}", kwargs

    @functools.lru_cache(maxsize=None)
    def warning_once(self, msg: str) -> None:
        self.warning(msg)


def init_logger(name: str) -> RankLoggerAdapter:
    rank = int(os.environ.get("RANK", "0"))
    return RankLoggerAdapter(logging.getLogger(name), {"rank": rank})
