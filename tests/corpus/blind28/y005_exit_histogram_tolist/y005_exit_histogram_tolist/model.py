import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import histogram_for


class PerSampleExitModel(nn.Module):
    """Every layer has an exit head; each sample takes the logits of the first
    layer whose confidence clears the threshold (masked, no control flow)."""

    def __init__(self, hidden=8, num_layers=3, num_classes=4, threshold=0.8, name="exit-clf"):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(hidden, hidden) for _ in range(num_layers)])
        self.heads = nn.ModuleList([nn.Linear(hidden, num_classes) for _ in range(num_layers)])
        self.threshold = threshold
        self.metrics = histogram_for(name, num_layers)

    def _merge(self, out, exited, exit_layer, logits, conf, layer_idx):
        take = (conf > self.threshold) & ~exited
        out = torch.where(take.unsqueeze(-1), logits, out)
        exit_layer = torch.where(take, torch.full_like(exit_layer, layer_idx), exit_layer)
        return out, exited | take, exit_layer

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b = x.shape[0]
        out = x.new_zeros(b, self.heads[0].out_features)
        exited = torch.zeros(b, dtype=torch.bool, device=x.device)
        exit_layer = torch.full((b,), len(self.layers) - 1, dtype=torch.long, device=x.device)
        for i, (layer, head) in enumerate(zip(self.layers, self.heads)):
            x = F.gelu(layer(x))
            logits = head(x)
            conf = logits.softmax(-1).amax(-1)
            out, exited, exit_layer = self._merge(out, exited, exit_layer, logits, conf, i)
        out = torch.where(exited.unsqueeze(-1), out, logits)
        self.metrics.observe(exit_layer)
        return out


model = PerSampleExitModel().eval()
compiled_model = torch.compile(model, fullgraph=True)
