import torch
import torch.nn as nn

from .config import ChunkedPrefillConfig
from .scheduler import ChunkPlanner


class ChunkedPrefillRunner(nn.Module):
    def __init__(self, cfg: ChunkedPrefillConfig):
        super().__init__()
        self.cfg = cfg
        self.planner = ChunkPlanner(cfg)
        self.proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def _run_chunk(self, chunk: torch.Tensor, carry: torch.Tensor) -> torch.Tensor:
        h = self.proj(chunk) + carry.unsqueeze(1)
        return self.norm(torch.nn.functional.silu(h))

    def forward_prefill(self, tokens: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        carry = tokens.new_zeros(tokens.shape[0], tokens.shape[-1])
        outs = []
        for start, end in self.planner.chunk_bounds(seq_lens):
            chunk = tokens[:, start:end]
            if chunk.shape[1] == 0:
                break
            out = self._run_chunk(chunk, carry)
            carry = out[:, -1]
            outs.append(out)
        return torch.cat(outs, dim=1)


runner = ChunkedPrefillRunner(ChunkedPrefillConfig())
prefill = torch.compile(runner.forward_prefill, fullgraph=True)
