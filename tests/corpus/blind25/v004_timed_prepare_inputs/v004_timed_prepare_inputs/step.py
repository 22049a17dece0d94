import torch
from torch import nn

from .input_prep import InputPreparer

MAX_CONTEXT = 16
HIDDEN = 12
VOCAB = 32


class ToyLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.rope_like = nn.Embedding(MAX_CONTEXT, HIDDEN)
        self.out = nn.Linear(HIDDEN, VOCAB)

    def forward(self, input_ids, positions):
        return self.out(torch.tanh(self.embed(input_ids) + self.rope_like(positions)))


_model = ToyLM().eval()
_preparer = InputPreparer(MAX_CONTEXT)
_kv_slots = torch.zeros(4 * MAX_CONTEXT, HIDDEN)


def _run_decode_step(input_ids: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    batch = _preparer.prepare_decode(input_ids, seq_lens)
    logits = _model(batch.input_ids, batch.positions)
    # write a fake "kv" entry per token so the slot mapping is exercised
    _kv_slots.index_copy_(0, batch.out_cache_loc, _model.embed(batch.input_ids).detach())
    return logits.argmax(dim=-1)


decode_step = torch.compile(_run_decode_step, fullgraph=True)
