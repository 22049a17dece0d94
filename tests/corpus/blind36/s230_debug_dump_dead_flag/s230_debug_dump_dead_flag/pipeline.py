import torch

from . import envs
from .debug import dump_logits


def no_repeat_last_ngram(logits: torch.Tensor, prev_tokens: torch.Tensor, n: int) -> torch.Tensor:
    """Ban the token that would repeat the most recent (n-1)-gram continuation."""
    if n < 2 or prev_tokens.shape[1] < n:
        return logits
    ctx = prev_tokens[:, -(n - 1):]                     # (B, n-1)
    windows = prev_tokens.unfold(1, n, 1)               # (B, W, n)
    hit = (windows[:, :-1, : n - 1] == ctx.unsqueeze(1)).all(-1)
    banned = windows[:, :-1, n - 1].masked_fill(~hit, logits.shape[-1])
    pad = torch.zeros(logits.shape[0], 1, dtype=logits.dtype)
    block = torch.zeros_like(torch.cat([logits, pad], dim=-1), dtype=torch.bool)
    block.scatter_(1, banned, True)
    return logits.masked_fill(block[:, :-1], float("-inf"))


def _maybe_dump(tag: str, logits: torch.Tensor) -> None:
    if envs.SAMPLER_DEBUG:
        dump_logits(tag, logits)


@torch.compile(fullgraph=True)
def run_processors(logits: torch.Tensor, prev_tokens: torch.Tensor) -> torch.Tensor:
    _maybe_dump("raw", logits)
    logits = no_repeat_last_ngram(logits, prev_tokens, envs.NO_REPEAT_NGRAM)
    _maybe_dump("after_ngram", logits)
    return torch.softmax(logits, dim=-1)
