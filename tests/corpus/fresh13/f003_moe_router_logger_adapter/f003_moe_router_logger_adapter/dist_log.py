import logging

_base = logging.getLogger("moe")


class RankAdapter(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[ep_rank={self.extra['rank']}] {msg}", kwargs


def rank_logger(rank: int) -> RankAdapter:
    return RankAdapter(_base, {"rank": rank})
