import torch

from .spec_info import EagleVerifyInput

# One request, a 4-node tree: 0 -> 1 -> 2 and 0 -> 3.
RETRIEVE_INDEX = torch.tensor([[[0, 1, 2], [0, 3, 0]]])
PATH_MASK = torch.tensor([[[True, True, True], [True, True, False]]])
SPEC_VERIFY_MODE = "greedy"


@torch.compile(fullgraph=True)
def eagle_verify(logits: torch.Tensor, draft_token: torch.Tensor):
    spec_info = EagleVerifyInput(
        draft_token=draft_token,
        retrieve_index=RETRIEVE_INDEX,
        path_mask=PATH_MASK,
        verify_mode=SPEC_VERIFY_MODE,
    )
    return spec_info.verify(logits)
