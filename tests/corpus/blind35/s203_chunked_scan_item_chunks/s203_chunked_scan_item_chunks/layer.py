import torch

from .scan import chunked_recurrence


class LinearRecurrentLayer(torch.nn.Module):
    def __init__(self, d_model: int = 8):
        super().__init__()
        self.proj = torch.nn.Linear(d_model, d_model)
        self.decay_logit = torch.nn.Parameter(torch.zeros(d_model))
        self.out = torch.nn.Linear(d_model, d_model)

    def forward(self, x, state, seq_lens):
        decay = torch.sigmoid(self.decay_logit)
        y, new_state = chunked_recurrence(self.proj(x), decay, state, seq_lens)
        return self.out(y), new_state


layer = LinearRecurrentLayer()
prefill = torch.compile(layer, fullgraph=True)
