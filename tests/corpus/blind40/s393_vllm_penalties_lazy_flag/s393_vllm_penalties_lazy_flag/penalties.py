import torch


def get_token_bin_counts_and_mask(tokens: torch.Tensor, vocab_size: int, num_seqs: int):
    # Compute the bin counts for the tokens; vocab_size is used as the padding id.
    bin_counts = torch.zeros((num_seqs, vocab_size + 1), dtype=torch.long, device=tokens.device)
    bin_counts.scatter_add_(1, tokens, torch.ones_like(tokens))
    bin_counts = bin_counts[:, :vocab_size]
    return bin_counts, bin_counts > 0


def apply_penalties(
    logits: torch.Tensor,
    prompt_tokens_tensor: torch.Tensor,
    output_tokens_tensor: torch.Tensor,
    presence_penalties: torch.Tensor,
    frequency_penalties: torch.Tensor,
    repetition_penalties: torch.Tensor,
) -> torch.Tensor:
    num_seqs, vocab_size = logits.shape
    _, prompt_mask = get_token_bin_counts_and_mask(prompt_tokens_tensor, vocab_size, num_seqs)
    output_bin_counts, output_mask = get_token_bin_counts_and_mask(output_tokens_tensor, vocab_size, num_seqs)

    repetition_penalties = repetition_penalties.unsqueeze(dim=1).repeat(1, vocab_size)
    repetition_penalties = torch.where(prompt_mask | output_mask, repetition_penalties, 1.0)
    logits = torch.where(logits > 0, logits / repetition_penalties, logits * repetition_penalties)

    # OpenAI-style frequency and presence penalties.
    logits = logits - frequency_penalties.unsqueeze(dim=1) * output_bin_counts
    logits = logits - presence_penalties.unsqueeze(dim=1) * output_mask
    return logits
