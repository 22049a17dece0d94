import torch
from torch import nn

from .edgeconv import DynamicEdgeConv


class DGCNNLite(nn.Module):
    def __init__(self, k: int = 8, hidden: int = 16, num_classes: int = 4):
        super().__init__()
        self.conv1 = DynamicEdgeConv(3, hidden, k=k)
        self.conv2 = DynamicEdgeConv(hidden, hidden, k=k)
        self.cls = nn.Linear(2 * hidden, num_classes)

    def forward(self, pos: torch.Tensor) -> torch.Tensor:
        h1 = self.conv1(pos)
        h2 = self.conv2(h1)
        g = torch.cat([h1.max(0).values, h2.max(0).values])
        return self.cls(g)


compiled_dgcnn = torch.compile(DGCNNLite(), fullgraph=True)
