import torch


class SegmentInfo:
    """Per-batch segment table produced by the scheduler (host side)."""

    def __init__(self, lens: list, slots: list):
        indptr = [0]
        for n in lens:
            indptr.append(indptr[-1] + n)
        self.indptr = torch.tensor(indptr, dtype=torch.int64)
        self.slots = torch.tensor(slots, dtype=torch.int64)
        self.num_tokens = indptr[-1]
