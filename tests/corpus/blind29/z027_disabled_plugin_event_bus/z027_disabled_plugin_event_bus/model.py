import torch
from torch import nn

from .instrumented import InstrumentedModule


class Classifier(InstrumentedModule):
    event_prefix = "classifier"

    def __init__(self, dim: int = 8, num_classes: int = 4):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(dim, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU())
        self.head = nn.Linear(16, num_classes)

    def forward(self, x):
        h = self.body(x)
        logits = self.head(h)
        self.report("post_forward", batch=x.shape[0])
        return logits.softmax(-1)


compiled = torch.compile(Classifier(), fullgraph=True)
