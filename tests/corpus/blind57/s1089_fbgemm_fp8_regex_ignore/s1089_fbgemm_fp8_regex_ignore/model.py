import torch
import torch.nn.functional as F
from torch import nn

from .quantization import QUANTIZATION_METHODS


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config, prefix: str):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.quant_config = quant_config
        self.prefix = prefix
        self.quant_config.get_quant_method(self, prefix).create_weights(self, input_size, output_size, torch.float32)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        quant_method = self.quant_config.get_quant_method(self, self.prefix)
        return quant_method.apply(self, x)


class LlamaDecoderMLP(nn.Module):
    def __init__(self, hidden_size, intermediate_size, quant_config, prefix):
        super().__init__()
        self.gate_up_proj = LinearBase(hidden_size, 2 * intermediate_size, quant_config, f"{prefix}.gate_up_proj")
        self.down_proj = LinearBase(intermediate_size, hidden_size, quant_config, f"{prefix}.down_proj")

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class LlamaModelTail(nn.Module):
    def __init__(self, hf_quant_config, hidden_size=32, intermediate_size=64, num_layers=2):
        super().__init__()
        quant_cls = QUANTIZATION_METHODS[hf_quant_config["quant_method"]]
        quant_config = quant_cls.from_config(hf_quant_config)
        self.layers = nn.ModuleList(
            LlamaDecoderMLP(hidden_size, intermediate_size, quant_config, f"model.layers.{i}.mlp") for i in range(num_layers)
        )
        self.norm = nn.RMSNorm(hidden_size)

    def forward(self, hidden_states):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.norm(hidden_states)


model = LlamaModelTail(
    {
        "quant_method": "fbgemm_fp8",
        "activation_scale_ub": 1200.0,
        "modules_to_not_convert": [r"re:model\.layers\.1\.mlp\.(gate|up)_proj", "lm_head"],
    }
)
compiled_model = torch.compile(model, fullgraph=True)
