import torch

_EDGES = torch.linspace(-4.0, 4.0, 17)


class ScoreHistogram:
    """Histogram of served reward scores, scraped by the metrics endpoint."""

    def __init__(self, edges: torch.Tensor = _EDGES):
        self.edges = edges
        self.counts = torch.zeros(edges.numel() + 1, dtype=torch.long)
        self.total = 0

    @torch.compiler.disable
    def observe(self, scores: torch.Tensor) -> None:
        idx = torch.bucketize(scores.detach().float().cpu(), self.edges)
        self.counts += torch.bincount(idx, minlength=self.counts.numel())
        self.total += scores.numel()

    def snapshot(self) -> dict:
        return {"total": self.total, "counts": self.counts.tolist()}


HISTOGRAM = ScoreHistogram()
