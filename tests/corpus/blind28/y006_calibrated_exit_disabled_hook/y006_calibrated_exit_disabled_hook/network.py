import torch
import torch.nn as nn

from .policies import get_policy


class CascadeNetwork(nn.Module):
    def __init__(self, hidden=8, num_stages=3, num_classes=5, policy="calibrated"):
        super().__init__()
        self.stages = nn.ModuleList([nn.Sequential(nn.Linear(hidden, hidden), nn.Tanh()) for _ in range(num_stages)])
        self.classifiers = nn.ModuleList([nn.Linear(hidden, num_classes) for _ in range(num_stages)])
        self.policy = get_policy(policy, threshold=0.7)

    def forward(self, x):
        final = None
        done = torch.zeros(x.shape[0], dtype=torch.bool)
        for i, (stage, clf) in enumerate(zip(self.stages, self.classifiers)):
            x = stage(x)
            logits = clf(x)
            if final is None:
                final = logits
            mask = self.policy.exit_mask(logits, i) & ~done
            final = torch.where(mask.unsqueeze(-1), logits, final)
            done = done | mask
        return final


net = CascadeNetwork()
cascade = torch.compile(net, fullgraph=True)
