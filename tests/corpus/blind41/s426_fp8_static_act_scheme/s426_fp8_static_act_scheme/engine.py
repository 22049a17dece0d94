import torch

from .layers import Fp8Attention, Fp8Config


class QuantEngine:
    def __init__(self, hidden: int = 8, scheme: str = "static"):
        torch.manual_seed(0)
        self.model = Fp8Attention(hidden, Fp8Config(activation_scheme=scheme)).eval()
        self.compiled_model = torch.compile(self.model, fullgraph=True)


engine = QuantEngine()
