import torch
import torch.nn as nn
import torch.nn.functional as F

from .collectives import dp_all_gather_num_tokens, dp_gather_hidden


class DPPaddingMode:
    MAX_LEN = "max_len"
    SUM_LEN = "sum_len"


def _pad_to(hidden_states: torch.Tensor, num_tokens) -> torch.Tensor:
    return F.pad(hidden_states, (0, 0, 0, num_tokens - hidden_states.shape[0]))


class DPAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, max_tokens_per_rank: int, padding_mode: str = DPPaddingMode.MAX_LEN):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_tokens_per_rank = max_tokens_per_rank
        self.padding_mode = padding_mode
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def _prepare_gathered(self, hidden_states: torch.Tensor, local_num_tokens: torch.Tensor) -> torch.Tensor:
        global_num_tokens = dp_all_gather_num_tokens(local_num_tokens)
        max_num_tokens = global_num_tokens.max()
        if max_num_tokens > hidden_states.shape[0]:
            hidden_states = _pad_to(hidden_states, self.max_tokens_per_rank)
        return dp_gather_hidden(hidden_states, global_num_tokens)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor, local_num_tokens: torch.Tensor) -> torch.Tensor:
        gathered = self._prepare_gathered(hidden_states, local_num_tokens)
        q, k, v = self.qkv(gathered).chunk(3, dim=-1)
        attn = F.scaled_dot_product_attention(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0)).squeeze(0)
        out = self.o_proj(attn)
        return out[: hidden_states.shape[0]]
