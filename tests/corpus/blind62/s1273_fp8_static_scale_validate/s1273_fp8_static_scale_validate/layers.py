import torch
from torch import nn

from .fp8_config import Fp8Config
from .fp8_utils import FP8_DTYPE, Fp8LinearOp


class Fp8LinearMethod:

    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config
        self.fp8_linear = Fp8LinearOp(
            act_quant_static=quant_config.is_static_input_scheme,
            use_per_token_if_dynamic=False,
        )

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        g = torch.Generator().manual_seed(input_size + output_size)
        w = torch.randn(output_size, input_size, generator=g) * 0.05
        w_scale = w.abs().amax(dim=1).clamp(min=1e-12) / torch.finfo(FP8_DTYPE).max
        layer.weight = nn.Parameter((w / w_scale[:, None]).to(FP8_DTYPE), requires_grad=False)
        layer.weight_scale = nn.Parameter(w_scale.float(), requires_grad=False)
        if self.quant_config.is_static_input_scheme:
            layer.input_scale = nn.Parameter(torch.tensor([0.0125]), requires_grad=False)
        else:
            layer.input_scale = None

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        return self.fp8_linear.apply(
            input=x,
            weight=layer.weight,
            weight_scale=layer.weight_scale,
            input_scale=layer.input_scale,
            bias=bias,
        )


class Fp8RowParallelLinear(nn.Module):

    def __init__(self, input_size: int, output_size: int, quant_config: Fp8Config,
                 reduce_results: bool = True, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.reduce_results = reduce_results
        self.prefix = prefix
        self.quant_method = Fp8LinearMethod(quant_config)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False)

    @torch.compile(fullgraph=True)
    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        output = self.quant_method.apply(self, input_, self.bias)
        if self.reduce_results and torch.distributed.is_initialized():
            torch.distributed.all_reduce(output)
        return output
