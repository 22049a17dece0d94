import torch

ENTRY = "s1188_eagle3_hidden_select_same_name.llama_eagle3:compiled_draft"


def inputs():
    torch.manual_seed(0)
    verified_id = torch.tensor([2, 9])
    aux = [torch.randn(6, 8) for _ in range(3)]
    accept_index = torch.tensor([[0, 1, -1], [3, 4, 5]])
    parents = torch.tensor([-1, 0, 0, 1])
    return (verified_id, *aux, accept_index, parents)
