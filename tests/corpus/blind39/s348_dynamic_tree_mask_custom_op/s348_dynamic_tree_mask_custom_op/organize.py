import torch

from . import tree_ops  # noqa: F401  (registers blind39_s348::build_draft_tree)

NUM_VERIFY_TOKENS = 4


@torch.compile(fullgraph=True)
def organize_draft_results(score_list: torch.Tensor, token_list: torch.Tensor, parents_list: torch.Tensor,
                           verified_id: torch.Tensor):
    # score_list / token_list / parents_list: [bs, num_candidates] flattened over draft steps
    tree_mask, positions, selected = torch.ops.blind39_s348.build_draft_tree(
        score_list, parents_list, NUM_VERIFY_TOKENS
    )
    draft_tokens = torch.gather(token_list, 1, selected)
    draft_tokens = torch.cat([verified_id.unsqueeze(1), draft_tokens], dim=1)
    return draft_tokens.flatten(), tree_mask.flatten(1), positions
