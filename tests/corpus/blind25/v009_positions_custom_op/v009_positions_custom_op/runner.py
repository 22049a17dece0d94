import torch
from torch import nn

from . import ops
from .rotary import RotaryEmbedding

VOCAB, HIDDEN = 24, 8


class ExtendModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.rotary = RotaryEmbedding(HIDDEN)
        self.lm_head = nn.Linear(HIDDEN, VOCAB, bias=False)

    def forward(self, input_ids, positions):
        h = self.rotary(positions, self.embed(input_ids))
        return self.lm_head(h)


torch.manual_seed(0)
_model = ExtendModel().eval()


def _extend_step(input_ids, prefix_lens, extend_lens):
    positions = ops.compute_positions(input_ids, prefix_lens, extend_lens)
    logits = _model(input_ids, positions)
    last = logits.index_select(0, ops.last_token_indices(extend_lens))
    return last.argmax(dim=-1)


extend_step = torch.compile(_extend_step, fullgraph=True)
