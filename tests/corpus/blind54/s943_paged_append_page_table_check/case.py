import torch

ENTRY = "s943_paged_append_page_table_check.model:step"


def inputs():
    return (
        torch.randn(4, 8),
        torch.tensor([0, 2]),
        torch.tensor([3, 5, 6, 7]),
        torch.tensor([0, 0, 0, 0]),
        torch.tensor([0, 1, 2, 3]),
    )
