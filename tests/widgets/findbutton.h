#pragma once

// The first push button under `parent` whose text is `text` (mnemonic included), or null.

#include <QPushButton>
#include <QWidget>

inline QPushButton* findButton(QWidget* parent, const QString& text)
{
    for (auto* b : parent->findChildren<QPushButton*>())
        if (b->text() == text)
            return b;
    return nullptr;
}
