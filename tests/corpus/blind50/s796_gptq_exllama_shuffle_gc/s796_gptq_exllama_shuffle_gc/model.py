import torch
from torch import nn

from .gptq import GPTQLinearMethod


class GPTQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_method: GPTQLinearMethod):
        super().__init__()
        self.quant_method = quant_method
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class FalconMLP(nn.Module):
    def __init__(self, hidden_size: int, ffn_size: int):
        super().__init__()
        method = GPTQLinearMethod(bits=4, group_size=4, desc_act=True)
        self.dense_h_to_4h = GPTQLinear(hidden_size, ffn_size, method)
        self.act = nn.GELU(approximate="tanh")
        self.dense_4h_to_h = GPTQLinear(ffn_size, hidden_size, method)

    def forward(self, x):
        return self.dense_4h_to_h(self.act(self.dense_h_to_4h(x)))


compiled_mlp = torch.compile(FalconMLP(8, 16), fullgraph=True)
