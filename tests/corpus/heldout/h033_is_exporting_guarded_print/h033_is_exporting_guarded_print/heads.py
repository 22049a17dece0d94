import torch
from torch import nn


class DetectionHead(nn.Module):
    """Conv head; prints anchor info when run eagerly (suppressed for export)."""

    def __init__(self, c_in: int = 4, num_anchors: int = 3, num_classes: int = 2) -> None:
        super().__init__()
        self.num_anchors = num_anchors
        self.num_outputs = num_classes + 5
        self.conv = nn.Conv2d(c_in, num_anchors * self.num_outputs, kernel_size=1)
        self.verbose = True

    def _decode(self, p: torch.Tensor) -> torch.Tensor:
        b, _, h, w = p.shape
        p = p.view(b, self.num_anchors, self.num_outputs, h, w).permute(0, 1, 3, 4, 2)
        xy = p[..., :2].sigmoid()
        wh = p[..., 2:4].exp()
        return torch.cat([xy, wh, p[..., 4:].sigmoid()], dim=-1)

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        out = self._decode(self.conv(feats))
        if self.verbose and not torch.compiler.is_exporting():
            print(f"DetectionHead: {out.shape[1]} anchors x {out.shape[2]}x{out.shape[3]} grid")
        return out


head = DetectionHead()
head_compiled = torch.compile(head, fullgraph=True)
