import torch
from torch import nn

from .config import PrecisionConfig
from .debug import check_finite


class TinyDecoderBlock(nn.Module):
    def __init__(self, hidden: int, cfg: PrecisionConfig):
        super().__init__()
        self.cfg = cfg
        self.qkv = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with torch.autocast(device_type="cpu", dtype=self.cfg.torch_compute_dtype()):
            h = torch.tanh(self.qkv(x))
            if self.cfg.check_finite:
                check_finite(h, "block.qkv", self.cfg.dump_dir)
            h = self.out(h)
        # accumulate the residual stream in the accumulation dtype
        return (x.to(self.cfg.torch_accum_dtype()) + h.to(self.cfg.torch_accum_dtype())).to(x.dtype)


class ModelRunner:
    def __init__(self, cfg: PrecisionConfig, hidden: int = 8, num_layers: int = 2):
        self.cfg = cfg
        self.layers = nn.ModuleList(TinyDecoderBlock(hidden, cfg) for _ in range(num_layers))

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


runner = ModelRunner(PrecisionConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
