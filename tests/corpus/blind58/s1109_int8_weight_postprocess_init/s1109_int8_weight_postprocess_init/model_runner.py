import torch
from torch import nn

from .w8a16 import UnquantizedLinearMethod, W8A16Int8LinearMethod


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, quantized: bool = True):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.quant_method = W8A16Int8LinearMethod() if quantized else UnquantizedLinearMethod()
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantizedMLP(nn.Module):
    def __init__(self, hidden_size: int = 16, intermediate_size: int = 32):
        super().__init__()
        self.up_proj = LinearBase(hidden_size, intermediate_size)
        self.down_proj = LinearBase(intermediate_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.router_bias = LinearBase(hidden_size, hidden_size, quantized=False)

    def quantized_layers(self):
        for name, module in self.named_modules():
            method = getattr(module, "quant_method", None)
            if isinstance(module, LinearBase) and getattr(method, "is_quantized", False):
                yield name, module

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        acc_dtype = torch.float32 if h.dtype in (torch.float16, torch.bfloat16) else h.dtype
        h = self.down_proj(nn.functional.gelu(self.up_proj(h.to(acc_dtype))))
        return x + h + self.router_bias(x)


class ModelRunner:
    def __init__(self):
        self.model = QuantizedMLP().eval()
        self.post_load_weights()

    def post_load_weights(self) -> None:
        for _, module in self.model.named_modules():
            quant_method = getattr(module, "quant_method", None)
            if quant_method is not None:
                quant_method.process_weights_after_loading(module)
        self.num_quantized = sum(1 for _ in self.model.quantized_layers())

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for name, layer in self.model.quantized_layers():
            if layer.weight.dtype != torch.int8 or not hasattr(layer, "weight_scale"):
                raise RuntimeError(f"{name} was not post-processed after loading")
        return self.model(hidden_states)
