import torch

from s1189_draft_step_timer_decorator.multi_step_draft import EagleMultiStepDraft

ENTRY = "s1189_draft_step_timer_decorator.multi_step_draft:EagleMultiStepDraft.run_draft_steps"


def inputs():
    torch.manual_seed(0)
    drafter = EagleMultiStepDraft()
    return (drafter, torch.tensor([3, 17]), torch.randn(2, 8))
