"""Lists the candidate texts from which the public labelled memory set was picked by hand.

    python3 public-memory-candidates.py CHITCHAT_JSON BIGBENCH_TASKS_DIR OUT_JSONL

Reads five public corpora (see resources/classification/README.md for their licences):
  chitchat  the dataset.json of the PyPI package chitchat-dataset 0.9.0: every message of every
            conversation between two people;
  sgd       BIG-bench's gem/schema_guided_dialog/task.json: the user's turns to the virtual
            assistant, quoted inside each example's dialogue history;
  hhh       BIG-bench's hhh_alignment/{harmless,helpful,honest,other}/task.json: the first
            paragraph of each request a person makes to the assistant;
  e2e       BIG-bench's gem/e2e_nlg/task.json: the reference description of each restaurant;
  fever     BIG-bench's fact_checker/fever/task.json: the claims marked true (claims marked
            false are not used).
Each message is a candidate as it stands and so is each of its sentences (split after . ! or ?
followed by a space); a candidate keeps between 3 and 40 words and no backslash, URL or line
break. Texts are written verbatim (only surrounding white space trimmed) with their source and a
reference into it (the conversation id, or the example's index), one JSON object a line, sorted
and without duplicates of the same (source, text).
"""
import json
import re
import sys

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
CLAIM = re.compile(r"the following claim was made: (.*?)\nQ:")
USER_TURN = re.compile(r'user: "(.*?)"\.(?= response:| *$)')


def pieces(message):
    message = message.strip()
    out = [message]
    sentences = [s.strip() for s in SENTENCE_END.split(message) if s.strip()]
    if len(sentences) > 1:
        out.extend(sentences)
    return out


def keep(text):
    words = len(text.split())
    return 3 <= words <= 40 and "\\" not in text and "http" not in text.lower() and "\n" not in text


def main(chitchat_file, tasks_dir, out_file):
    rows = set()
    with open(chitchat_file, encoding="utf-8") as f:
        chitchat = json.load(f)
    for conversation_id, conversation in chitchat.items():
        for turn in conversation["messages"]:
            for message in turn:
                for text in pieces(message["text"]):
                    if keep(text):
                        rows.add(("chitchat", text, conversation_id))
    with open(f"{tasks_dir}/gem/schema_guided_dialog/task.json", encoding="utf-8") as f:
        sgd = json.load(f)
    for i, example in enumerate(sgd["examples"]):
        for match in USER_TURN.finditer(example["input"]):
            for text in pieces(match.group(1)):
                if keep(text):
                    rows.add(("sgd", text, f"example {i}"))
    for part in ("harmless", "helpful", "honest", "other"):
        with open(f"{tasks_dir}/hhh_alignment/{part}/task.json", encoding="utf-8") as f:
            task = json.load(f)
        for i, example in enumerate(task["examples"]):
            request = example["input"].split("\n\n")[0].strip()
            for text in pieces(request):
                if keep(text):
                    rows.add(("hhh", text, f"{part} example {i}"))
    with open(f"{tasks_dir}/gem/e2e_nlg/task.json", encoding="utf-8") as f:
        e2e = json.load(f)
    for i, example in enumerate(e2e["examples"]):
        for text in pieces(example["target"]):
            if keep(text):
                rows.add(("e2e", text, f"example {i}"))
    with open(f"{tasks_dir}/fact_checker/fever/task.json", encoding="utf-8") as f:
        fever = json.load(f)
    for i, example in enumerate(fever["examples"]):
        claim = CLAIM.search(example["input"])
        if claim and example["target_scores"].get("true") == 1 and keep(claim.group(1).strip()):
            rows.add(("fever", claim.group(1).strip(), f"example {i}"))
    # One reference per (source, text): the smallest, so the output does not depend on dict order.
    first = {}
    for source, text, ref in sorted(rows):
        first.setdefault((source, text), ref)
    with open(out_file, "w", encoding="utf-8") as out:
        for (source, text), ref in sorted(first.items()):
            out.write(json.dumps({"source": source, "ref": ref, "text": text}, ensure_ascii=False) + "\n")
    print(f"public-memory-candidates: {len(first)} candidates written")


if __name__ == "__main__":
    main(*sys.argv[1:4])
