import torch
import torch.nn as nn
import torch.nn.functional as F

from .streamer import StreamingContext, WeightStreamer


class StreamedFFN(nn.Module):
    """Feed-forward block whose weights stay on the host between calls."""

    def __init__(self, dim: int, ffn_dim: int, ctx: StreamingContext):
        super().__init__()
        self.ctx = ctx
        self.register_buffer("w_in", torch.randn(ffn_dim, dim) * 0.02)
        self.register_buffer("w_out", torch.randn(dim, ffn_dim) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w_in, w_out = self.ctx.fetch(self.w_in, self.w_out)
        return x + F.linear(F.gelu(F.linear(x, w_in)), w_out)


class StreamedStage(nn.Module):
    def __init__(self, dim: int = 8, ffn_dim: int = 16, depth: int = 2):
        super().__init__()
        ctx = StreamingContext(WeightStreamer("cpu"))
        self.blocks = nn.ModuleList(StreamedFFN(dim, ffn_dim, ctx) for _ in range(depth))
        self.final_norm = nn.RMSNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return self.final_norm(x)


stage = StreamedStage()
compiled_stage = torch.compile(stage, fullgraph=True)
