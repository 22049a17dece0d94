import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import MedusaConfig
from .tree_buffers import MedusaTreeBuffers


class ResBlock(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.linear = nn.Linear(hidden_size, hidden_size)
        nn.init.zeros_(self.linear.weight)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + F.silu(self.linear(x))


class MedusaHead(nn.Module):
    def __init__(self, config: MedusaConfig):
        super().__init__()
        self.blocks = nn.Sequential(*[ResBlock(config.hidden_size) for _ in range(config.medusa_num_layers)])
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.blocks(hidden_states))


class MedusaDraftModel(nn.Module):
    def __init__(self, config: MedusaConfig):
        super().__init__()
        self.config = config
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.medusa_heads = nn.ModuleList([MedusaHead(config) for _ in range(config.medusa_num_heads)])
        self.tree = MedusaTreeBuffers(config.tree_choices, config.medusa_topk)

    def forward(self, hidden_states: torch.Tensor):
        # hidden_states: [batch, hidden] of the last verified token
        base_token = self.lm_head(hidden_states).argmax(dim=-1, keepdim=True)
        head_topk = [
            head(hidden_states).topk(self.config.medusa_topk, dim=-1).indices
            for head in self.medusa_heads
        ]
        flat_candidates = torch.cat([base_token] + head_topk, dim=-1)
        tree_candidates = flat_candidates[:, self.tree.tree_indices.to(hidden_states.device)]
        position_ids = self.tree.position_ids(hidden_states.device)
        return tree_candidates, position_ids.unsqueeze(0).expand(hidden_states.shape[0], -1)


_model = MedusaDraftModel(MedusaConfig()).eval()
generate_candidates = torch.compile(_model, fullgraph=True)
