import torch
import torch.nn.functional as F
from torch import nn

from .config_loader import load_kernel_configs


class SiluAndMul(nn.Module):
    op_name = "silu_and_mul"

    def __init__(self, hidden_size: int):
        super().__init__()
        self.hidden_size = hidden_size
        self.configs = load_kernel_configs(self.op_name, hidden_size)
        self._sorted_m = sorted(self.configs)

    def reload_configs(self):
        """Called by the tuning server after it writes a new table."""
        self.configs = load_kernel_configs(self.op_name, self.hidden_size)
        self._sorted_m = sorted(self.configs)

    def select_config(self, num_tokens: int):
        m = min(self._sorted_m, key=lambda x: abs(x - num_tokens))
        return self.configs[m]

    def forward(self, x):
        cfg = self.select_config(x.shape[0])
        d = x.shape[-1] // 2
        chunk = cfg["chunk_tokens"]
        outs = [F.silu(x[i:i + chunk, :d]) * x[i:i + chunk, d:] for i in range(0, x.shape[0], chunk)]
        return torch.cat(outs, dim=0)


class MLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.act_fn = SiluAndMul(intermediate_size)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_up_proj(x)))


compiled_mlp = torch.compile(MLP(), fullgraph=True)
