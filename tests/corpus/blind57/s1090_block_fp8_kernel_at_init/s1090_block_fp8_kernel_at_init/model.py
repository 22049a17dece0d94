import torch
from torch import nn

from .fp8_block import Fp8BlockConfig


class ReplicatedLinear(nn.Module):
    def __init__(self, input_size, output_size, quant_config, prefix=""):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size, torch.float32)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class DeepseekV2MLAProj(nn.Module):
    def __init__(self, hidden_size=32, q_lora_rank=16, quant_config=None, prefix="model.layers.0.self_attn"):
        super().__init__()
        self.q_a_proj = ReplicatedLinear(hidden_size, q_lora_rank, quant_config, f"{prefix}.q_a_proj")
        self.q_a_layernorm = nn.RMSNorm(q_lora_rank)
        self.q_b_proj = ReplicatedLinear(q_lora_rank, hidden_size, quant_config, f"{prefix}.q_b_proj")

    def forward(self, hidden_states):
        return self.q_b_proj(self.q_a_layernorm(self.q_a_proj(hidden_states)))


mla = DeepseekV2MLAProj(quant_config=Fp8BlockConfig.from_config({"quant_method": "fp8", "weight_block_size": [16, 16]}))
project_q = torch.compile(mla, fullgraph=True)
