import torch

from .host_counters import record_prefix_matches


@torch.library.custom_op("corpus_s818::update_prefix_hit_stats", mutates_args=("stats",))
def update_prefix_hit_stats(stats: torch.Tensor, prefix_lens: torch.Tensor, seq_lens: torch.Tensor) -> None:
    hit = int(prefix_lens.sum().item())
    total = int(seq_lens.sum().item())
    stats[0] += hit
    stats[1] += total
    record_prefix_matches(prefix_lens.tolist(), seq_lens.tolist())


@update_prefix_hit_stats.register_fake
def _(stats: torch.Tensor, prefix_lens: torch.Tensor, seq_lens: torch.Tensor) -> None:
    return None
