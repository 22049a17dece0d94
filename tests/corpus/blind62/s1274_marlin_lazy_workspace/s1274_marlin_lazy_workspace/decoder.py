import torch
from torch import nn

from .mixed_precision import MPLinearLayerConfig, choose_mp_linear_kernel


class GPTQMarlinLinear(nn.Module):

    def __init__(self, input_size: int, output_size: int, group_size: int = 16):
        super().__init__()
        g = torch.Generator().manual_seed(input_size * 3 + output_size)
        self.register_buffer("qweight", torch.randint(
            -2**31, 2**31 - 1, (input_size // 8, output_size), generator=g, dtype=torch.int32))
        self.register_buffer("scales", torch.rand(
            input_size // group_size, output_size, generator=g) * 0.01)
        self.workspace = None
        self.kernel = choose_mp_linear_kernel(MPLinearLayerConfig(
            full_weight_shape=(input_size, output_size),
            partition_weight_shape=(input_size, output_size),
            weight_type="uint4b8",
            act_type=torch.float32,
            group_size=group_size,
            zero_points=False,
            has_g_idx=False,
        ))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.kernel.apply_weights(self, x)


class RMSNorm(nn.Module):

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class DecoderMLPBlock(nn.Module):

    def __init__(self, hidden_size: int = 32, intermediate_size: int = 64):
        super().__init__()
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.up_proj = GPTQMarlinLinear(hidden_size, intermediate_size)
        self.down_proj = GPTQMarlinLinear(intermediate_size, hidden_size)


_block = DecoderMLPBlock().eval()


def decoder_mlp_forward(hidden_states: torch.Tensor, residual: torch.Tensor):
    residual = hidden_states + residual
    h = _block.post_attention_layernorm(residual)
    h = torch.nn.functional.gelu(_block.up_proj(h), approximate="tanh")
    return _block.down_proj(h), residual


step = torch.compile(decoder_mlp_forward, fullgraph=True)
