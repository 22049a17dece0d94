import torch


def count_placeholders(input_ids: torch.Tensor, token_id: int) -> int:
    return (input_ids == token_id).sum().item()


def scatter_audio_embeddings(
    inputs_embeds: torch.Tensor,
    input_ids: torch.Tensor,
    audio_embeds: torch.Tensor,
    audio_token_id: int,
) -> torch.Tensor:
    """Write projected audio frames into the rows of ``inputs_embeds`` that hold <audio>."""
    n_audio_tokens = count_placeholders(input_ids, audio_token_id)
    n_audio_features = audio_embeds.shape[0] * audio_embeds.shape[1]
    if n_audio_tokens != n_audio_features:
        raise ValueError(
            f"Audio features and audio tokens do not match: tokens: {n_audio_tokens}, features {n_audio_features}"
        )
    mask = (input_ids == audio_token_id).unsqueeze(-1).expand_as(inputs_embeds)
    audio_embeds = audio_embeds.to(inputs_embeds.device, inputs_embeds.dtype)
    return inputs_embeds.masked_scatter(mask, audio_embeds)
