import torch
from torch import nn

from .config import GuidedDecodingConfig
from .debug_utils import dump_bitmask, validate_bitmask


class StructuredSampler(nn.Module):
    def __init__(self, config: GuidedDecodingConfig):
        super().__init__()
        self.config = config
        self.step = 0
        self.register_buffer("shifts", torch.arange(32, dtype=torch.int32), persistent=False)

    def _rejected_mask(self, bitmask: torch.Tensor) -> torch.Tensor:
        bits = (bitmask.unsqueeze(-1) >> self.shifts) & 1
        return (bits == 0).reshape(bitmask.shape[0], -1)[:, : self.config.vocab_size]

    def forward(self, logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
        if self.config.validate_bitmask and not torch.compiler.is_compiling():
            validate_bitmask(bitmask, self.config.vocab_size)
        if self.config.dump_enabled:
            dump_bitmask(bitmask, self.config.debug_dump_dir, self.step)
        logits = logits.masked_fill(self._rejected_mask(bitmask), float("-inf"))
        return torch.argmax(logits, dim=-1)


_sampler = StructuredSampler(GuidedDecodingConfig(debug_dump_dir=None))


@torch.compile(fullgraph=True, dynamic=False)
def structured_sample_step(logits: torch.Tensor, bitmask: torch.Tensor) -> torch.Tensor:
    return _sampler(logits.float(), bitmask)
