import torch

from .grammar import GrammarConfig, JsonSchemaGrammar

grammar = JsonSchemaGrammar(GrammarConfig(vocab_size=32, eos_token_id=2))


@torch.compile(fullgraph=True, dynamic=False)
def sample_constrained(logits: torch.Tensor, vocab_mask: torch.Tensor, temperature: torch.Tensor):
    logits = grammar.apply_vocab_mask(logits, vocab_mask)
    logits = logits / temperature.clamp_min(1e-5).unsqueeze(-1)
    probs = torch.softmax(logits, dim=-1)
    return torch.argmax(probs, dim=-1), probs
