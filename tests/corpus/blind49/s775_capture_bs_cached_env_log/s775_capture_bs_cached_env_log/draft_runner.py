import torch
import torch.nn.functional as F
from torch import nn

from .graph_utils import get_padded_bs


class BatchPadder(nn.Module):
    def __init__(self, fill_value: float = 0.0):
        super().__init__()
        self.fill_value = fill_value

    def forward(self, hidden_states: torch.Tensor):
        raw_bs = hidden_states.shape[0]
        bs = get_padded_bs(raw_bs)
        if bs == raw_bs:
            return hidden_states, raw_bs
        pad_rows = bs - raw_bs
        return F.pad(hidden_states, (0, 0, 0, pad_rows), value=self.fill_value), raw_bs


class EagleDraftHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 48, topk: int = 4):
        super().__init__()
        self.topk = topk
        self.padder = BatchPadder()
        self.fc = nn.Linear(2 * hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor):
        padded, raw_bs = self.padder(hidden_states)
        h = self.fc(torch.cat([padded, padded.roll(1, dims=0)], dim=-1))
        logits = self.lm_head(F.silu(h))
        probs = torch.softmax(logits.float(), dim=-1)
        topk_p, topk_index = probs.topk(self.topk, dim=-1)
        return topk_p[:raw_bs], topk_index[:raw_bs]


compiled_draft = torch.compile(EagleDraftHead(), fullgraph=True)
