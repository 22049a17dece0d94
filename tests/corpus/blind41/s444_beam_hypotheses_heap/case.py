import torch

from s444_beam_hypotheses_heap import BeamSearchScorer

ENTRY = "s444_beam_hypotheses_heap.beam_search:BeamSearchScorer.finalize"


def inputs():
    scorer = BeamSearchScorer(batch_size=2, num_beams=3, length_penalty=1.0)
    input_ids = torch.randint(0, 32, (6, 8))
    final_beam_scores = torch.randn(6)
    return (scorer, input_ids, final_beam_scores)
