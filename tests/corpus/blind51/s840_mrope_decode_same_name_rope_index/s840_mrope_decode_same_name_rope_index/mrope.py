import torch


class MRopePositionHelper:
    """Device-side position bookkeeping for decode steps of M-RoPE models."""

    def __init__(self, num_sections: int = 3):
        self.num_sections = num_sections

    def get_rope_index(self, positions: torch.Tensor, mrope_position_delta: torch.Tensor) -> torch.Tensor:
        # positions: (num_tokens,) text positions; delta: (num_tokens,) per-request offset
        return (positions + mrope_position_delta).unsqueeze(0).expand(self.num_sections, -1)


def apply_mrope(x: torch.Tensor, positions: torch.Tensor, inv_freq: torch.Tensor, mrope_section) -> torch.Tensor:
    freqs = positions.unsqueeze(-1).float() * inv_freq  # (3, n, d/2)
    chunks = freqs.split(mrope_section, dim=-1)
    freqs = torch.cat([c[i] for i, c in enumerate(chunks)], dim=-1)
    cos = torch.cat([freqs.cos(), freqs.cos()], dim=-1).unsqueeze(1)
    sin = torch.cat([freqs.sin(), freqs.sin()], dim=-1).unsqueeze(1)
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat((-x2, x1), dim=-1) * sin
