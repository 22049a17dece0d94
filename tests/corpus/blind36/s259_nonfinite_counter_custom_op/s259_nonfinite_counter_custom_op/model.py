import torch
import torch.nn as nn

from .health import nonfinite_count


class CheckedLinear(nn.Linear):
    def __init__(self, in_f, out_f, tag_id):
        super().__init__(in_f, out_f)
        self.tag_id = tag_id

    def forward(self, x):
        y = super().forward(x)
        nonfinite_count(y, self.tag_id)
        return y


class GuardedMLP(nn.Module):
    def __init__(self, dim=8, hidden=16, vocab=12):
        super().__init__()
        self.fc = CheckedLinear(dim, hidden, tag_id=0)
        self.head = CheckedLinear(hidden, vocab, tag_id=1)

    def forward(self, x):
        h = torch.tanh(self.fc(x))
        logits = self.head(h)
        return logits.float().softmax(-1)


_model = GuardedMLP()


@torch.compile(fullgraph=True)
def guarded_forward(x):
    return _model(x)
