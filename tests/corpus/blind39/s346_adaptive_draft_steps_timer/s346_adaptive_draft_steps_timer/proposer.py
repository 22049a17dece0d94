import torch

from .adaptive import AdaptiveSpecArgs, AdaptiveSpeculationController
from .draft_model import TinyDraftLM

draft_lm = TinyDraftLM().eval()
spec_controller = AdaptiveSpeculationController(AdaptiveSpecArgs())


def propose_draft_tokens(hidden_states: torch.Tensor, last_token_ids: torch.Tensor, temperature: float = 1.0):
    draft_ids, draft_probs = [], []
    input_ids = last_token_ids
    for _ in range(spec_controller.num_draft_steps):
        logits, hidden_states = draft_lm(input_ids, hidden_states)
        probs = torch.softmax(logits / temperature, dim=-1)
        input_ids = probs.argmax(dim=-1)
        draft_ids.append(input_ids)
        draft_probs.append(probs)
    return torch.stack(draft_ids, dim=1), torch.stack(draft_probs, dim=1)


propose = torch.compile(propose_draft_tokens, fullgraph=True)
