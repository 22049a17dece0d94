import json
import subprocess

import torch

from .config import DEBUG_RETRIEVAL, IndexConfig


def _index_build_info() -> dict:
    out = subprocess.run(["echo", '{"builder": "kmeans", "version": 3}'], capture_output=True, text=True)
    return json.loads(out.stdout)


class IVFIndex:
    """Inverted-file index; clustering and metadata probing happen once, at build."""

    def __init__(self, cfg: IndexConfig, seed: int = 0):
        self.cfg = cfg
        self.build_info = _index_build_info()
        gen = torch.Generator().manual_seed(seed)
        data = torch.randn(cfg.num_lists * cfg.list_size, cfg.dim, generator=gen)
        self.centroids = data[:: cfg.list_size].clone()
        assign = torch.cdist(data, self.centroids).argmin(-1)
        order = assign.argsort(stable=True)
        self.lists = data[order].view(cfg.num_lists, cfg.list_size, cfg.dim)

    def search(self, q: torch.Tensor):
        cfg = self.cfg
        probe = (q @ self.centroids.t()).topk(cfg.nprobe, dim=-1).indices
        cand = self.lists[probe].flatten(1, 2)
        sims = (cand * q.unsqueeze(1)).sum(-1)
        if DEBUG_RETRIEVAL:
            print("probe", probe.tolist(), "best", sims.max().item())
        scores, pos = sims.topk(cfg.top_k, dim=-1)
        neigh = torch.gather(cand, 1, pos.unsqueeze(-1).expand(-1, -1, cfg.dim))
        return scores, neigh
