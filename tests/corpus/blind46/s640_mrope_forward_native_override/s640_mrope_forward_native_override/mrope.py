import torch

from .rotary_embedding import RotaryEmbedding, _rotate_neox


class MRotaryEmbedding(RotaryEmbedding):
    """Rotary embedding with (t, h, w) position ids for Qwen2-VL style models."""

    def __init__(self, head_size: int, max_position: int, base: float, mrope_section: list[int]):
        super().__init__(head_size, max_position, base)
        assert sum(mrope_section) == head_size // 2
        self.mrope_section = mrope_section

    @staticmethod
    def get_input_positions(input_tokens: list[int], image_grid_thw: torch.Tensor, spatial_merge_size: int):
        """Host-side helper run by the scheduler when a request is admitted."""
        positions = []
        grids = iter(image_grid_thw.tolist())
        for i, tok in enumerate(input_tokens):
            if tok == -1:
                t, h, w = next(grids)
                print(f"image at {i}: grid {t}x{h}x{w}")
            positions.append(i)
        return torch.tensor(positions).expand(3, -1)

    def forward_native(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        # positions: (3, num_tokens)
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos = torch.cat([m[i] for i, m in enumerate(cos.split(self.mrope_section, dim=-1))], dim=-1)
        sin = torch.cat([m[i] for i, m in enumerate(sin.split(self.mrope_section, dim=-1))], dim=-1)
        cos, sin = cos.repeat(1, 2).unsqueeze(-2), sin.repeat(1, 2).unsqueeze(-2)
        return query * cos + _rotate_neox(query) * sin, key * cos + _rotate_neox(key) * sin
