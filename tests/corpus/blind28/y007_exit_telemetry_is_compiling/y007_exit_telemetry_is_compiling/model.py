import torch
import torch.nn as nn

from .telemetry import TELEMETRY


class InternalClassifier(nn.Module):
    def __init__(self, hidden, num_classes):
        super().__init__()
        self.pool_proj = nn.Linear(hidden, num_classes)

    def forward(self, h):
        return self.pool_proj(h.mean(dim=1))


class ShallowDeepClassifier(nn.Module):
    """Shallow-Deep Network: internal classifiers after each block, per-sample
    exit resolved with masks so batches stay static-shaped."""

    def __init__(self, hidden=8, num_blocks=3, num_classes=4, threshold=0.6):
        super().__init__()
        self.blocks = nn.ModuleList(
            [nn.TransformerEncoderLayer(hidden, nhead=2, dim_feedforward=16, batch_first=True, dropout=0.0) for _ in range(num_blocks)]
        )
        self.ics = nn.ModuleList([InternalClassifier(hidden, num_classes) for _ in range(num_blocks)])
        self.threshold = threshold
        self.telemetry = TELEMETRY

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        result = None
        exited = None
        for i, (blk, ic) in enumerate(zip(self.blocks, self.ics)):
            x = blk(x)
            logits = ic(x)
            confident = logits.softmax(-1).amax(-1) >= self.threshold
            if result is None:
                result, exited = logits, confident
            else:
                take = confident & ~exited
                result = torch.where(take[:, None], logits, result)
                exited = exited | confident
            self.telemetry.record(i, confident)
        return result


classifier = ShallowDeepClassifier().eval()


@torch.compile(fullgraph=True)
def classify(tokens: torch.Tensor) -> torch.Tensor:
    return classifier(tokens)
