import torch

from .log_utils import init_logger, log_info_on_rank0

logger = init_logger(__name__)


class PrefixCacheStats:
    """Accumulates radix-tree prefix hits over extend batches."""

    def __init__(self, log_interval: int = 40):
        self.log_interval = log_interval
        self.hit_tokens = torch.zeros((), dtype=torch.float32)
        self.total_tokens = torch.zeros((), dtype=torch.float32)
        self.num_extend_batches = 0

    def record(self, prefix_lens: torch.Tensor, extend_lens: torch.Tensor) -> None:
        if self.num_extend_batches % self.log_interval == 0:
            self._emit()
        self.hit_tokens = self.hit_tokens + prefix_lens.sum()
        self.total_tokens = self.total_tokens + (prefix_lens + extend_lens).sum()
        self.num_extend_batches += 1

    @property
    def hit_rate(self) -> torch.Tensor:
        return self.hit_tokens / self.total_tokens.clamp(min=1.0)

    def _emit(self) -> None:
        log_info_on_rank0(
            logger,
            "Prefill batch. #extend-batches: %d, cache hit rate: %s",
            self.num_extend_batches,
            self.hit_rate,
        )

    def reset(self) -> None:
        self.hit_tokens.zero_()
        self.total_tokens.zero_()
        self.num_extend_batches = 0
