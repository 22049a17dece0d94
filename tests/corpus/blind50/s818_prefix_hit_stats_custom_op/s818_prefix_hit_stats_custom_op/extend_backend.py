import torch

from .mem_cache import update_prefix_hit_stats

_PREFIX_HIT_STATS = torch.zeros(2, dtype=torch.int64)


def _build_prefix_mask(prefix_lens: torch.Tensor, seq_lens: torch.Tensor, max_len: int) -> torch.Tensor:
    pos = torch.arange(max_len).unsqueeze(0)
    return (pos >= prefix_lens.unsqueeze(1)) & (pos < seq_lens.unsqueeze(1))


def make_forward_extend(stats_buf: torch.Tensor, scaling: float):
    def forward_extend(
        q: torch.Tensor,
        k: torch.Tensor,
        prefix_lens: torch.Tensor,
        seq_lens: torch.Tensor,
    ) -> torch.Tensor:
        mask = _build_prefix_mask(prefix_lens, seq_lens, k.shape[0])
        scores = (q @ k.transpose(0, 1)) * scaling
        scores = scores.masked_fill(~mask, float("-inf"))
        out = torch.softmax(scores, dim=-1).nan_to_num(0.0) @ k
        update_prefix_hit_stats(stats_buf, prefix_lens, seq_lens)
        return out

    return forward_extend


forward_extend = torch.compile(make_forward_extend(_PREFIX_HIT_STATS, scaling=8 ** -0.5), fullgraph=True)
