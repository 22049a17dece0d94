import torch

from s513_layer_budget_deadline.decoder import BudgetedDecoder

ENTRY = "s513_layer_budget_deadline.decoder:BudgetedDecoder.forward_with_budget"


def inputs():
    return (BudgetedDecoder(), torch.randn(4, 8))
